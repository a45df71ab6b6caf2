ps_3_0
dcl_texcoord0 v0
defi i0, 2, 0, 0, 0
mov r0, v0
rep i0
add r1, r0, c0
break
endrep
mov oC0, v0
