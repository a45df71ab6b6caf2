// The scaled reduction of sincos_scale.asm outside a loop: the HLSL's
// registers are precise, and sincos_scale.precise.hlsl, the same
// computation from precise registers, compiles to mul, mul, add.
ps_3_0
def c0, 0.200000003, 0.5, 6.28318548, -3.14159274
def c1, 0, 0, 0, 0
dcl_texcoord v0
mov r1, c1.x
mad r0.x, v0.x, c0.x, c0.y
frc r0.x, r0.x
mad r0.x, r0.x, c0.z, c0.w
sincos r1.y, r0.x
mov oC0, r1
