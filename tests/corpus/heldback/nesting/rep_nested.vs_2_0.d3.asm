vs_2_0
dcl_position v0
defi i2, 1, 0, 0, 0
defi i3, 2, 0, 0, 0
mov r0, v0
mov r1, c1
rep i2
add r0, r0, c35
rep i2
mad r1, r0, r0, r1
rep i3
max r0, r0, r1
mul r1, r0, r1
endrep
endrep
endrep
mov oPos, r0
