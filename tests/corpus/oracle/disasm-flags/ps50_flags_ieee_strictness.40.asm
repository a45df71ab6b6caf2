ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[6], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_input_ps linear v2.xyzw
dcl_output o0.xyzw
dcl_temps 3
lt [precise(x)] r0.x, l(0.500000), v2.w
mov [precise] r1.xyzw, l(0,0,0,0)
mov [precise(y)] r0.y, l(0)
loop 
  ige [precise(z)] r0.z, r0.y, cb0[5].x
  breakc_nz r0.z
  itof [precise(x)] r2.x, r0.y
  itof [precise(y)] r2.y, -r0.y
  mul [precise(zw)] r0.zw, r2.xxxy, cb0[0].xxxy
  add [precise(xy)] r2.xy, r0.zwzz, v1.xyxx
  sample_indexable [precise](texture2d)(float,float,float,float) r2.xyzw, r2.xyxx, t0.xyzw, s0
  if_nz r0.x
    add [precise] r1.xyzw, r1.xyzw, r2.xyzw
  else 
    add [precise(zw)] r0.zw, -r0.zzzw, v1.xxxy
    sample_l_indexable [precise](texture2d)(float,float,float,float) r2.xyzw, r0.zwzz, t0.xyzw, s0, l(1.000000)
    mul [precise] r2.xyzw, r2.xyzw, v2.xyzw
    add [precise] r1.xyzw, r1.xyzw, r2.xyzw
  endif 
  iadd [precise(y)] r0.y, r0.y, l(1)
endloop 
dp4 [precise(x)] r0.x, r1.xyzw, cb0[1].xyzw
dp4 [precise(y)] r0.y, r1.xyzw, cb0[2].xyzw
dp4 [precise(z)] r0.z, r1.xyzw, cb0[3].xyzw
dp4 [precise(w)] r0.w, r1.xyzw, cb0[4].xyzw
imax [precise(x)] r1.x, cb0[5].x, l(1)
itof [precise(x)] r1.x, r1.x
div [precise] r0.xyzw, r0.xyzw, r1.xxxx
sqrt [precise] r1.xyzw, |v2.xyzw|
mul [precise] r1.xyzw, r1.xyzw, cb0[0].zzzz
add [precise] o0.xyzw, r0.xyzw, r1.xyzw
ret 
