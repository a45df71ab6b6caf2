vs_4_0
dcl_constantbuffer cb0[5], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input v0.xy
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_output o2.xy
dcl_temps 3
mad r0.xy, v0.xyxx, cb0[4].yyyy, cb0[4].zwzz
sample_l r1.xyzw, r0.xyxx, t0.xyzw, s0, l(0.000000)
mul r2.y, r1.x, cb0[4].x
mov r2.xz, v0.xxyx
mov r2.w, l(1.000000)
dp4 o0.x, r2.xyzw, cb0[0].xyzw
dp4 o0.y, r2.xyzw, cb0[1].xyzw
dp4 o0.z, r2.xyzw, cb0[2].xyzw
dp4 o0.w, r2.xyzw, cb0[3].xyzw
mov r2.y, cb0[4].y
mov r2.x, l(0)
add r2.xyzw, r0.xyxy, r2.yxxy
mov o2.xy, r0.xyxx
sample_l r0.xyzw, r2.xyxx, t0.xyzw, s0, l(0.000000)
sample_l r2.xyzw, r2.zwzz, t0.xyzw, s0, l(0.000000)
add r2.z, r1.x, -r2.x
add r2.x, -r0.x, r1.x
mul r2.y, cb0[4].y, l(2.000000)
dp3 r0.x, r2.xyzx, r2.xyzx
rsq r0.x, r0.x
mul o1.xyz, r0.xxxx, r2.xyzx
ret 
