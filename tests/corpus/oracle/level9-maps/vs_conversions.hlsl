// Bool, int and float constants of one buffer: the "Data Conversion" column.
cbuffer K : register(b0) {
  bool flag;
  int count;
  float scale;
  bool flag2;
  int4 ivec;
  bool4 bvec;
};
float4 main(float4 p : POSITION) : SV_Position {
  float4 r = p * scale;
  if (flag) r.x += 1;
  if (flag2) r.y += 2;
  r.z += count;
  r += (float4)ivec;
  if (bvec.y) r.w += 3;
  return r;
}
