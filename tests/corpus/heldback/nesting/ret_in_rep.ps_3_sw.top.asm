ps_3_sw
dcl_texcoord0 v0
defi i4, 3, 0, 0, 0
mov r0, v0
mov r1, c0
rep i4
add r0, r0, c12
ret
endrep
mov oC0, r0
