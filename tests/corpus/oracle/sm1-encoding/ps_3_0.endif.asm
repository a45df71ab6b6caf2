ps_3_0
dcl_texcoord0 v0
defb b0, true
mov r0, v0
if b0
mov r1, c0
endif
mov oC0, v0
