    vs_2_x
    def c2, 2, 4, 8, 16
    dcl_position v0
    slt r0, v0, c0
    sge r1, v0, c1
    mad r0, r1, c2.x, r0
    add r1, v0, -c0
    mul r1, r1, r1
    sge r1, -r1, r1
    mad r0, r1, c2.y, r0
    dp4 r1.x, r1, r1
    sge r1.x, -r1.x, r1.x
    slt r2, c1, v0
    dp4 r1.y, r2, r2
    slt r1.y, -r1.y, r1.y
    mad r0, r1.y, c2.z, r0
    mad oD0, r1.x, c2.w, r0
    mov oPos, v0

// approximately 15 instruction slots used
