    ps_2_x
    def c8, 0.707099974, 0, 0, 0
    mov r0, c7.w
    texkill r0
    mov r0, c6
    mul r0, r0, c8.x
    exp r1.xy, c7.y
    exp r1.zw, c7.z
    mul r0, r0, r1
    frc r1, r0
    add r0, r0, -r1
    mov oC0, r0

// approximately 10 instruction slots used
