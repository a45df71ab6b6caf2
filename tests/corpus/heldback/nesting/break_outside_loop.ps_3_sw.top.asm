ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov r1, c0
mad r0, r0, r1, r0
break
mov oC0, r0
