    ps_3_0
    def c8, -0.5, 1, 0.5, 2
    def c9, 3, 4, 5, 6
    def c10, 0.159154937, 0.25, 6.28318548, -3.14159274
    def c11, 7, 8, 9, 10
    def c12, 11, 12, 13, 14
    def c13, 15, 16, 17, 18
    def c14, -2.52398507e-007, 2.47609005e-005, -0.00138883968, 0.0416666418
    def c15, 19, 20, 21, 22
    def c16, 23, 24, 25, 26
    def c17, 27, 28, 29, 30
    def c18, 31, 32, 33, 34
    def c19, 35, 36, 37, 38
    def c20, 39, 0, 0, 0
    dcl_texcoord v0
    mul r0, c0.wxyz, v0.wxyz
    mad r0, r0, c10.x, c10.y
    frc r0, r0
    mad r0, r0, c10.z, c10.w
    mul r0, r0, r0
    mad r1, r0, c14.x, c14.y
    mad r1, r0, r1, c14.z
    mad r1, r0, r1, c14.w
    mad r1, r0, r1, c8.x
    mad r0, r0, r1, c8.y
    mad r0, r0, c8.z, v0
    mov r1.yw, c8
    mad r2, r0.wxyz, c1.zwxy, r1.y
    mad r2, r2, c10.x, c10.y
    frc r2, r2
    mad r2, r2, c10.z, c10.w
    mul r2, r2, r2
    mad r3, r2, c14.x, c14.y
    mad r3, r2, r3, c14.z
    mad r3, r2, r3, c14.w
    mad r3, r2, r3, c8.x
    mad r2, r2, r3, c8.y
    mad r0, r2, c8.z, r0
    mad r1, r0.wxyz, c2.yzwx, r1.w
    mad r1, r1, c10.x, c10.y
    frc r1, r1
    mad r1, r1, c10.z, c10.w
    mul r1, r1, r1
    mad r2, r1, c14.x, c14.y
    mad r2, r1, r2, c14.z
    mad r2, r1, r2, c14.w
    mad r2, r1, r2, c8.x
    mad r1, r1, r2, c8.y
    mad r0, r1, c8.z, r0
    mov r1, c3
    mad r2, r0.wxyz, r1, c9.x
    mad r2, r2, c10.x, c10.y
    frc r2, r2
    mad r2, r2, c10.z, c10.w
    mul r2, r2, r2
    mad r3, r2, c14.x, c14.y
    mad r3, r2, r3, c14.z
    mad r3, r2, r3, c14.w
    mad r3, r2, r3, c8.x
    mad r2, r2, r3, c8.y
    mad r0, r2, c8.z, r0
    mov r2, c4
    mad r3, r0.wxyz, r2.wxyz, c9.y
    mad r3, r3, c10.x, c10.y
    frc r3, r3
    mad r3, r3, c10.z, c10.w
    mul r3, r3, r3
    mad r4, r3, c14.x, c14.y
    mad r4, r3, r4, c14.z
    mad r4, r3, r4, c14.w
    mad r4, r3, r4, c8.x
    mad r3, r3, r4, c8.y
    mad r0, r3, c8.z, r0
    mov r3, c5
    mad r4, r0.wxyz, r3.zwxy, c9.z
    mad r4, r4, c10.x, c10.y
    frc r4, r4
    mad r4, r4, c10.z, c10.w
    mul r4, r4, r4
    mad r5, r4, c14.x, c14.y
    mad r5, r4, r5, c14.z
    mad r5, r4, r5, c14.w
    mad r5, r4, r5, c8.x
    mad r4, r4, r5, c8.y
    mad r0, r4, c8.z, r0
    mov r4, c6
    mad r5, r0.wxyz, r4.yzwx, c9.w
    mad r5, r5, c10.x, c10.y
    frc r5, r5
    mad r5, r5, c10.z, c10.w
    mul r5, r5, r5
    mad r6, r5, c14.x, c14.y
    mad r6, r5, r6, c14.z
    mad r6, r5, r6, c14.w
    mad r6, r5, r6, c8.x
    mad r5, r5, r6, c8.y
    mad r0, r5, c8.z, r0
    mov r5, c7
    mad r6, r0.wxyz, r5, c11.x
    mad r6, r6, c10.x, c10.y
    frc r6, r6
    mad r6, r6, c10.z, c10.w
    mul r6, r6, r6
    mad r7, r6, c14.x, c14.y
    mad r7, r6, r7, c14.z
    mad r7, r6, r7, c14.w
    mad r7, r6, r7, c8.x
    mad r6, r6, r7, c8.y
    mad r0, r6, c8.z, r0
    mov r6, c0
    mad r7, r0.wxyz, r6.wxyz, c11.y
    mad r7, r7, c10.x, c10.y
    frc r7, r7
    mad r7, r7, c10.z, c10.w
    mul r7, r7, r7
    mad r8, r7, c14.x, c14.y
    mad r8, r7, r8, c14.z
    mad r8, r7, r8, c14.w
    mad r8, r7, r8, c8.x
    mad r7, r7, r8, c8.y
    mad r0, r7, c8.z, r0
    mov r7, c1
    mad r8, r0.wxyz, r7.zwxy, c11.z
    mad r8, r8, c10.x, c10.y
    frc r8, r8
    mad r8, r8, c10.z, c10.w
    mul r8, r8, r8
    mad r9, r8, c14.x, c14.y
    mad r9, r8, r9, c14.z
    mad r9, r8, r9, c14.w
    mad r9, r8, r9, c8.x
    mad r8, r8, r9, c8.y
    mad r0, r8, c8.z, r0
    mov r8, c2
    mad r9, r0.wxyz, r8.yzwx, c11.w
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r1, c12.x
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r2.wxyz, c12.y
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r3.zwxy, c12.z
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r4.yzwx, c12.w
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r5, c13.x
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r6.wxyz, c13.y
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r7.zwxy, c13.z
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r8.yzwx, c13.w
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r1, c15.x
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r2.wxyz, c15.y
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r3.zwxy, c15.z
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r4.yzwx, c15.w
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r5, c16.x
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r6.wxyz, c16.y
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r7.zwxy, c16.z
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r8.yzwx, c16.w
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r1, c17.x
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r2.wxyz, c17.y
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r3.zwxy, c17.z
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r4.yzwx, c17.w
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r9, r0.wxyz, r5, c18.x
    mad r9, r9, c10.x, c10.y
    frc r9, r9
    mad r9, r9, c10.z, c10.w
    mul r9, r9, r9
    mad r10, r9, c14.x, c14.y
    mad r10, r9, r10, c14.z
    mad r10, r9, r10, c14.w
    mad r10, r9, r10, c8.x
    mad r9, r9, r10, c8.y
    mad r0, r9, c8.z, r0
    mad r6, r0.wxyz, r6.wxyz, c18.y
    mad r6, r6, c10.x, c10.y
    frc r6, r6
    mad r6, r6, c10.z, c10.w
    mul r6, r6, r6
    mad r9, r6, c14.x, c14.y
    mad r9, r6, r9, c14.z
    mad r9, r6, r9, c14.w
    mad r9, r6, r9, c8.x
    mad r6, r6, r9, c8.y
    mad r0, r6, c8.z, r0
    mad r6, r0.wxyz, r7.zwxy, c18.z
    mad r6, r6, c10.x, c10.y
    frc r6, r6
    mad r6, r6, c10.z, c10.w
    mul r6, r6, r6
    mad r7, r6, c14.x, c14.y
    mad r7, r6, r7, c14.z
    mad r7, r6, r7, c14.w
    mad r7, r6, r7, c8.x
    mad r6, r6, r7, c8.y
    mad r0, r6, c8.z, r0
    mad r6, r0.wxyz, r8.yzwx, c18.w
    mad r6, r6, c10.x, c10.y
    frc r6, r6
    mad r6, r6, c10.z, c10.w
    mul r6, r6, r6
    mad r7, r6, c14.x, c14.y
    mad r7, r6, r7, c14.z
    mad r7, r6, r7, c14.w
    mad r7, r6, r7, c8.x
    mad r6, r6, r7, c8.y
    mad r0, r6, c8.z, r0
    mad r1, r0.wxyz, r1, c19.x
    mad r1, r1, c10.x, c10.y
    frc r1, r1
    mad r1, r1, c10.z, c10.w
    mul r1, r1, r1
    mad r6, r1, c14.x, c14.y
    mad r6, r1, r6, c14.z
    mad r6, r1, r6, c14.w
    mad r6, r1, r6, c8.x
    mad r1, r1, r6, c8.y
    mad r0, r1, c8.z, r0
    mad r1, r0.wxyz, r2.wxyz, c19.y
    mad r1, r1, c10.x, c10.y
    frc r1, r1
    mad r1, r1, c10.z, c10.w
    mul r1, r1, r1
    mad r2, r1, c14.x, c14.y
    mad r2, r1, r2, c14.z
    mad r2, r1, r2, c14.w
    mad r2, r1, r2, c8.x
    mad r1, r1, r2, c8.y
    mad r0, r1, c8.z, r0
    mad r1, r0.wxyz, r3.zwxy, c19.z
    mad r1, r1, c10.x, c10.y
    frc r1, r1
    mad r1, r1, c10.z, c10.w
    mul r1, r1, r1
    mad r2, r1, c14.x, c14.y
    mad r2, r1, r2, c14.z
    mad r2, r1, r2, c14.w
    mad r2, r1, r2, c8.x
    mad r1, r1, r2, c8.y
    mad r0, r1, c8.z, r0
    mad r1, r0.wxyz, r4.yzwx, c19.w
    mad r1, r1, c10.x, c10.y
    frc r1, r1
    mad r1, r1, c10.z, c10.w
    mul r1, r1, r1
    mad r2, r1, c14.x, c14.y
    mad r2, r1, r2, c14.z
    mad r2, r1, r2, c14.w
    mad r2, r1, r2, c8.x
    mad r1, r1, r2, c8.y
    mad r0, r1, c8.z, r0
    mad r1, r0.wxyz, r5, c20.x
    mad r1, r1, c10.x, c10.y
    frc r1, r1
    mad r1, r1, c10.z, c10.w
    mul r1, r1, r1
    mad r2, r1, c14.x, c14.y
    mad r2, r1, r2, c14.z
    mad r2, r1, r2, c14.w
    mad r2, r1, r2, c8.x
    mad r1, r1, r2, c8.y
    mad oC0, r1, c8.z, r0

// approximately 449 instruction slots used
