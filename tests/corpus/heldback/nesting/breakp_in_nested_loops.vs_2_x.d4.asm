vs_2_x
dcl_position v0
defi i1, 2, 0, 0, 0
defi i2, 4, 0, 0, 0
defi i5, 4, 0, 0, 0
defi i7, 3, 0, 0, 0
mov r0, v0
mov r1, c1
setp_le p0, r0, r1
rep i5
max r0, r0, r1
rep i7
add r0, r0, r1
rep i1
add r0.xy, r0, r1
rep i2
add r0, r0, r1
breakp p0.w
endrep
endrep
endrep
endrep
mov oPos, r0
