ps_4_0
dcl_constantbuffer cb0[1], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2d (float,float,float,float) t1
dcl_input_ps linear v1.xy
dcl_input_ps linear v2.xyz
dcl_output o0.xyzw
dcl_temps 5
dp3 r0.x, v2.xyzx, v2.xyzx
rsq r0.x, r0.x
mul r0.xyz, r0.xxxx, v2.xyzx
mul r0.xy, -r0.xyxx, cb0[0].xxxx
itof r0.w, cb0[0].y
mul r0.z, r0.w, r0.z
div r0.xy, r0.xyxx, r0.zzzz
div r0.z, l(1.000000, 1.000000, 1.000000, 1.000000), r0.w
deriv_rtx r1.xy, v1.xyxx
deriv_rty r1.zw, v1.xxxy
sample_d r2.xyzw, v1.xyxx, t0.xyzw, s0, r1.xyxx, r1.zwzz
mov r3.x, l(1.000000)
mov r3.y, r2.x
mov r2.yz, v1.xxyx
loop 
  lt r0.w, r3.y, r3.x
  lt r2.w, l(0.000000), r3.x
  and r0.w, r0.w, r2.w
  breakc_z r0.w
  add r2.yz, r0.xxyx, r2.yyzy
  add r3.x, -r0.z, r3.x
  sample_d r4.xyzw, r2.yzyy, t0.xyzw, s0, r1.xyxx, r1.zwzz
  mov r3.y, r4.x
endloop 
sample_d o0.xyzw, r2.yzyy, t1.xyzw, s0, r1.xyxx, r1.zwzz
ret 
