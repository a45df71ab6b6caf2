    vs_1_1
    def c21, 0, 2, 3, 4
    def c22, 5, 6, 7, 8
    def c23, 9, 10, 11, 12
    def c24, 13, 14, 15, 0
    dcl_position v0
    mov r0.x, c20.x
    slt r0.x, c21.x, r0.x
    slt r0.y, r0.x, c20.x
    mul r1, r0.y, c1
    mad r1, r0.x, c0, r1
    add r0.z, -r0.x, c21.y
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c2, r1
    add r0.z, -r0.x, c21.z
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c3, r1
    add r0.z, -r0.x, c21.w
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c4, r1
    add r0.z, -r0.x, c22.x
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c5, r1
    add r0.z, -r0.x, c22.y
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c6, r1
    add r0.z, -r0.x, c22.z
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c7, r1
    add r0.z, -r0.x, c22.w
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c8, r1
    add r0.z, -r0.x, c23.x
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c9, r1
    add r0.z, -r0.x, c23.y
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c10, r1
    add r0.z, -r0.x, c23.z
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c11, r1
    add r0.z, -r0.x, c23.w
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c12, r1
    add r0.z, -r0.x, c24.x
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c13, r1
    add r0.z, -r0.x, c24.y
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.z, r0.x, c20.x
    mul r0.y, r0.z, r0.y
    mad r1, r0.y, c14, r1
    add r0.z, -r0.x, c24.z
    mad r0.x, r0.y, r0.z, r0.x
    slt r0.x, r0.x, c20.x
    mul r0.x, r0.x, r0.y
    mad oD0, r0.x, c15, r1
    dp4 oPos.x, v0, c16
    dp4 oPos.y, v0, c17
    dp4 oPos.z, v0, c18
    dp4 oPos.w, v0, c19

// approximately 79 instruction slots used
