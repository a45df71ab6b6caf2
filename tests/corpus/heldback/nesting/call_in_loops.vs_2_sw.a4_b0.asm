vs_2_sw
dcl_position v0
defi i0, 1, 0, 0, 0
defi i2, 1, 0, 0, 0
defi i3, 3, 0, 0, 0
defi i6, 1, 0, 0, 0
mov r0, v0
mov r1, c1
rep i2
add r0, r0, c27
rep i3
min r1, r1, r0
rep i0
min r1, r1, r0
rep i6
add r0, r0, c25
call l6
endrep
endrep
endrep
endrep
mov oPos, r0
ret
label l6
mad r1, r0, r0, r1
ret
