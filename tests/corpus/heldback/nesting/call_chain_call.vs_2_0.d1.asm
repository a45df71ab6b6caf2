vs_2_0
dcl_position v0
mov r0, v0
mov r1, c0
add r0, r0, c37
call l7
mov oPos, r0
ret
label l7
add r0, r0, c37
ret
