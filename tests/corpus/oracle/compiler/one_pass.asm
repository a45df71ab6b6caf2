vs_3_0
dcl_position v0
dcl_position o0
defi i0, 3, 0, 0, 0
mov r0, v0
rep i0
add r0.xy, r0, c1
break
endrep
add o0, r0, c0
