    ps_3_0
    def c2, 3.5, 0.5, 0.25, 0
    dcl_texcoord v0
    dcl_color v1
    mul r0, c2.y, v0
    frc r1, r0
    add r0, r0, -r1
    mul r1, c2.x, v0
    frc r1, r1
    add r0, r0, r1
    mov_sat r1.x, v0.x
    mov r2, c0
    add r2, -r2, c1
    mad r1, r1.x, r2, c0
    add r2.x, c2.y, -v0.y
    cmp r0, r2.x, r0, r1
    min r1, c0, v1
    mov r2.z, c2.z
    mul r2, r2.z, c1
    max r3, r1, r2
    add r1, -c0, v0
    cmp r1, r1, r3, c2.w
    add r0, r0, r1
    mov r1, v0
    add r1, -r1, v1
    add oC0, r0, r1_abs

// approximately 22 instruction slots used
