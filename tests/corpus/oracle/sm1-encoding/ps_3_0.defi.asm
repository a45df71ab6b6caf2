ps_3_0
dcl_texcoord0 v0
defi i1, 3, 0, 0, 0
mov r0, v0
mov oC0, v0
