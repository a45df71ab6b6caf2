// Decompiled by dxsm from vs_3_0 code.
float4 c[20] : register(c0);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : BLENDWEIGHT0;
};
struct Output {
    float4 o0 : POSITION0;
    float4 o1 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    float4 a0 = 0;
    r0.x = float4(15.0, 1.0, 0.0, 0.0).x * v1.x;
    r0.y = frac(r0.x);
    r0.z = r0.x + (-r0.y);
    r0.y = (float)((-r0.y) < r0.y);
    r0.x = (float)(r0.x < (-r0.x));
    r0.x = mad(r0.x, r0.y, r0.z);
    a0.x = trunc(r0.x) + ((abs(r0.x - trunc(r0.x)) >= 0.5) ? sign(r0.x) : 0.0);
    r0.xyzw = frac(v0.xyzw);
    r0.xyzw = mad(c[a0.x].xyzw, v1.yyyy, r0.xyzw);
    r1.x = exp2(v1.z);
    r0.xyzw = r0.xyzw + r1.xxxx;
    r1.x = float4(15.0, 1.0, 0.0, 0.0).y + abs(v1.w);
    r1.x = log2(r1.x);
    o1.xyzw = r0.xyzw + r1.xxxx;
    o0.x = dot(v0.xyzw, c[16].xyzw);
    o0.y = dot(v0.xyzw, c[17].xyzw);
    o0.z = dot(v0.xyzw, c[18].xyzw);
    o0.w = dot(v0.xyzw, c[19].xyzw);
    output.o0 = o0.xyzw;
    output.o1 = o1.xyzw;
    return output;
}
