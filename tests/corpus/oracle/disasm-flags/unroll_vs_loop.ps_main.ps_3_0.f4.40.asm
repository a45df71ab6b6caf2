    ps_3_0
    def c4, 0, 1, 2, 3
    dcl_texcoord v0
    mul r0, c0, v0
    add r0, r0, c4.x
    add r0, r0, c4.x
    mul r1, c1, v0
    add r1, r1, c4.y
    add r0, r0, r1
    mul r1, c2, v0
    add r1, r1, c4.z
    add r0, r0, r1
    mul r1, c3, v0
    add r1, r1, c4.w
    add r0, r0, r1
    mov oC0, r0

// approximately 13 instruction slots used
