vs_2_0
dcl_position v0
mov r0, v0
call l0
mov oPos, v0
ret
label l0
add r1, r0, c0
ret
