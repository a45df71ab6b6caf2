vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c0
add r0, r0, c52
break
mov o0, r0
