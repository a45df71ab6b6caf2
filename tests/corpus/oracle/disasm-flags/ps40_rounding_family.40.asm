ps_4_0
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
dcl_temps 3
mul r0.xyzw, v1.xyzw, l(0.588235, 0.588235, 0.588235, 0.588235)
ge r1.xyzw, r0.xyzw, -r0.xyzw
frc r0.xyzw, |r0.xyzw|
movc r0.xyzw, r1.xyzw, r0.xyzw, -r0.xyzw
frc r1.xyzw, v1.xyzw
mad r0.xyzw, r0.xyzw, l(1.700000, 1.700000, 1.700000, 1.700000), r1.xyzw
lt r1.xyzw, l(0.000000, 0.000000, 0.000000, 0.000000), v1.xyzw
lt r2.xyzw, v1.xyzw, l(0.000000, 0.000000, 0.000000, 0.000000)
iadd r1.xyzw, -r1.xyzw, r2.xyzw
itof r1.xyzw, r1.xyzw
mad r0.xyzw, |v1.xyzw|, r1.xyzw, r0.xyzw
add r1.xyzw, v1.xyzw, v1.xyzw
round_ni r1.xyzw, r1.xyzw
round_ne r2.xyzw, v1.xyzw
add r1.xyzw, r1.xyzw, r2.xyzw
mul r2.xyzw, v1.xyzw, l(3.000000, 3.000000, 3.000000, 3.000000)
round_pi r2.xyzw, r2.xyzw
add r1.xyzw, r1.xyzw, r2.xyzw
mul r2.xyzw, v1.xyzw, l(4.000000, 4.000000, 4.000000, 4.000000)
round_z r2.xyzw, r2.xyzw
add r1.xyzw, r1.xyzw, r2.xyzw
add r0.xyzw, r0.xyzw, r1.xyzw
round_z r1.xyzw, v1.xyzw
add r0.xyzw, r0.xyzw, r1.xyzw
ftou r1.xyzw, |v1.xyzw|
utof r1.xyzw, r1.xyzw
add r0.xyzw, r0.xyzw, r1.xyzw
ge r1.xyzw, v1.xyzw, l(0.500000, 0.500000, 0.500000, 0.500000)
and r1.xyzw, r1.xyzw, l(0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000)
add r0.xyzw, r0.xyzw, r1.xyzw
min r1.xyzw, v1.xyzw, l(0.250000, 0.250000, 0.250000, 0.250000)
add r0.xyzw, r0.xyzw, r1.xyzw
max r1.xyzw, v1.xyzw, l(-0.250000, -0.250000, -0.250000, -0.250000)
add r0.xyzw, r0.xyzw, r1.xyzw
add r1.xyzw, |v1.xyzw|, l(1.000000, 1.000000, 1.000000, 1.000000)
rsq r1.xyzw, r1.xyzw
add r0.xyzw, r0.xyzw, r1.xyzw
sqrt r1.xyzw, |v1.xyzw|
add o0.xyzw, r0.xyzw, r1.xyzw
ret 
