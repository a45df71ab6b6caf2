vs_2_x
dcl_position v0
defi i0, 1, 0, 0, 0
defi i1, 4, 0, 0, 0
defi i2, 4, 0, 0, 0
defi i4, 3, 0, 0, 0
mov r0, v0
mov r1, c1
rep i0
add r0, r0, c21
rep i1
dp4 r0.x, r0, r1
rep i0
mad r1, r0, r0, r1
rep i4
mad r1, r0, r0, r1
call l1
endrep
endrep
endrep
endrep
mov oPos, r0
ret
label l1
rep i2
min r1, r1, r0
mad r1, r0, r0, r1
endrep
ret
