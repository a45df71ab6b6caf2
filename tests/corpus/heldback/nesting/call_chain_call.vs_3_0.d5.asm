vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c0
min r1, r1, r0
call l451
mov o0, r0
ret
label l451
add r0, r0, c58
call l589
ret
label l589
add r0, r0, r1
call l1084
ret
label l1084
add r0, r0, c64
call l1129
ret
label l1129
min r1, r1, r0
call l1474
ret
label l1474
add r0, r0, c57
ret
