vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c1
mad r1, r0, r0, r1
call l1945
mov o0, r0
ret
label l90
mul r0, r0, r1
ret
label l1289
mad r1, r0, r0, r1
call l90
ret
label l1945
mul r0, r0, r1
call l1289
ret
