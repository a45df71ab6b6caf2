    ps_3_0
    def c1, -0.25, 0, 0, 0
    dcl_texcoord v0.xyz
    dcl_color v1
    add r0, c1.x, v0.xyzz
    texkill r0
    add r0, -c0.x, v1.w
    texkill r0
    mov oC0, v1

// approximately 5 instruction slots used
