vs_2_0
dcl_position v0
mov r0, v0
mov r1, c1
min r1, r1, r0
call l15
mov oPos, r0
ret
label l15
add r0, r0, c42
ret
