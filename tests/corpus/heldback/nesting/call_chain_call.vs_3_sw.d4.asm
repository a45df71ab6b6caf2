vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c1
add r0, r0, c31
call l368
mov o0, r0
ret
label l368
add r0, r0, r1
call l1207
ret
label l1207
min r1, r1, r0
call l1818
ret
label l1818
add r0, r0, r1
call l1837
ret
label l1837
add r0, r0, c31
ret
