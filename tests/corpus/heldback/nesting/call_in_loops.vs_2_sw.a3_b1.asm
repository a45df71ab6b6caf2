vs_2_sw
dcl_position v0
defi i0, 4, 0, 0, 0
defi i2, 3, 0, 0, 0
defi i4, 2, 0, 0, 0
defi i6, 2, 0, 0, 0
mov r0, v0
mov r1, c0
rep i4
add r0, r0, c34
rep i0
add r0, r0, r1
rep i6
add r0, r0, c32
call l7
endrep
endrep
endrep
mov oPos, r0
ret
label l7
rep i2
mad r0, r0, r1, r0
max r0, r0, r1
endrep
ret
