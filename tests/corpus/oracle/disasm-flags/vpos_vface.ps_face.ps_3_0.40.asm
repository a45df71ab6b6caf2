    ps_3_0
    def c0, 1, -1, 0.5, 0
    dcl_color v0
    dcl vFace
    cmp r0.x, vFace, c0.x, c0.y
    mul r1, c0.z, v0.zyxw
    cmp oC0, -r0.x, r1, v0

// approximately 3 instruction slots used
