vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c0
mad r0, r0, r1, r0
call l15
mov oPos, r0
ret
label l15
add r1, r1, r0
ret
