ps_3_0
dcl_texcoord0 v0
defb b1, true
mov r0, v0
mov oC0, v0
