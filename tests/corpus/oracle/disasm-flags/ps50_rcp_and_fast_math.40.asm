ps_5_0
dcl_globalFlags refactoringAllowed
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
dcl_temps 4
mul r0.xyzw, v1.xyzw, l(0.721348, 0.721348, 0.721348, 0.721348)
exp r0.xyzw, r0.xyzw
exp r1.xyzw, v1.xyzw
add r2.xyzw, |v1.xyzw|, l(1.000000, 1.000000, 1.000000, 1.000000)
log r3.xyzw, r2.xyzw
rsq r2.xyzw, r2.xyzw
add r1.xyzw, r1.xyzw, r3.xyzw
add r0.xyzw, r0.xyzw, r1.xyzw
add r1.xyzw, |v1.xyzw|, l(2.000000, 2.000000, 2.000000, 2.000000)
log r1.xyzw, r1.xyzw
mad r0.xyzw, r1.xyzw, l(0.693147, 0.693147, 0.693147, 0.693147), r0.xyzw
add r1.xyzw, |v1.xyzw|, l(3.000000, 3.000000, 3.000000, 3.000000)
log r1.xyzw, r1.xyzw
mad r0.xyzw, r1.xyzw, l(0.301030, 0.301030, 0.301030, 0.301030), r0.xyzw
add r1.xyzw, v1.xyzw, l(2.000000, 2.000000, 2.000000, 2.000000)
rcp r1.xyzw, r1.xyzw
mad r0.xyzw, r1.xyzw, r2.xyzw, r0.xyzw
mad r3.xyzw, v1.xyzw, r1.xyzw, r2.xyzw
add r2.xyzw, -r1.xyzw, r2.xyzw
mad r1.xyzw, r2.xyzw, l(0.300000, 0.300000, 0.300000, 0.300000), r1.xyzw
add r0.xyzw, r0.xyzw, r3.xyzw
log r2.xyzw, |v1.xyzw|
mul r2.xyzw, r2.xyzw, l(2.200000, 2.200000, 2.200000, 2.200000)
exp r2.xyzw, r2.xyzw
add r0.xyzw, r0.xyzw, r2.xyzw
mov_sat r2.xyzw, v1.xyzw
add r0.xyzw, r0.xyzw, r2.xyzw
add o0.xyzw, r1.xyzw, r0.xyzw
ret 
