    vs_1_1
    dcl_position v0
    frc r0.y, v0.x
    mov r1, c4
    add r1, -r1, c5
    mad r0, r0.y, r1, c4
    sge r1, c4, v0
    add r0, r0, r1
    add r1, v0, -c5
    slt r2, -r1, r1
    slt r1, r1, -r1
    add r1, -r1, r2
    add oT0, r0, r1
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3

// approximately 17 instruction slots used
