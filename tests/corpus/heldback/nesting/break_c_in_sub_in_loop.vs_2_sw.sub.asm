vs_2_sw
dcl_position v0
defi i0, 4, 0, 0, 0
mov r0, v0
mov r1, c1
rep i0
call l7
endrep
mov oPos, r0
ret
label l7
mul r0, r0, r1
break_eq r0.z, r1.x
ret
