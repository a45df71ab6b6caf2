int n = 3; bool flag = true; float4 k = {0.1, 100000, 1234567, -0.000123456};
float4 main(float4 p : TEXCOORD0) : COLOR {
  float4 r = 0;
  [loop] for (int j = 0; j < n; j++) r += p;
  [branch] if (flag) r += k;
  return r;
}
