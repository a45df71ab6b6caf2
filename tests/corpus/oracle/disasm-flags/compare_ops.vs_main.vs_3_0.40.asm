    vs_3_0
    def c2, 2, 4, 8, 16
    dcl_position v0
    dcl_position o0
    dcl_color o1
    slt r0, c1, v0
    dp4 r0.x, r0, r0
    slt r0.x, -r0.x, r0.x
    slt r1, v0, c0
    sge r2, v0, c1
    mad r1, r2, c2.x, r1
    add r2, -c0, v0
    sge r2, -r2_abs, r2_abs
    mad r1, r2, c2.y, r1
    dp4 r0.y, r2, r2
    sge r0.y, -r0.y, r0.y
    mad r1, r0.x, c2.z, r1
    mad o1, r0.y, c2.w, r1
    mov o0, v0

// approximately 14 instruction slots used
