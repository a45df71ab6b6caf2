ps_3_0
dcl_texcoord0 v0
def c1, 1, 0.5, -2, 0
mov r0, v0
mov oC0, v0
