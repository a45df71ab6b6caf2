float a = 3.5; float4 b = {1,2.25,-3,1e-7};
float4x4 m = {1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16};
float3x2 m2 = {1,2,3,4,5,6};
int i = 5; int4 i4 = {1,-2,3,4}; bool bb = true; bool2 b2 = {true,false};
float arr[3] = {0.5, 1.5, 2.5};
float2 f2 = {123456789, 0.1};
struct S { float x; float2 y; }; S s = {9, {8,7}};
float nod;
float4 main(float4 p : TEXCOORD0) : COLOR {
  float4 r = a*b + mul(p, m) + float4(mul(p.xyz, m2),0,0) + i + i4 + (bb?1:0) + (b2.x?1:0) + arr[(int)p.x] + f2.xyxy + s.x + s.y.xyxy + nod;
  return r;
}
