vs_3_0
dcl_position v0
dcl_position o0
defi i3, 4, 0, 0, 0
mov r0, v0
mov r1, c1
rep i3
call l440
endrep
mov o0, r0
ret
label l440
mad r1, r0, r0, r1
break
ret
