// Decompiled by dxsm from vs_1_1 code.
float4 c[20] : register(c0);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : BLENDWEIGHT0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    float4 a0 = 0;
    r0.x = v1.x * float4(15.0, 1.0, 0.0, 0.0).x;
    r1.y = frac(r0.x);
    r0.y = r0.x + (-r1.y);
    r0.z = (float)((-r1.y) < r1.y);
    r0.x = (float)(r0.x < (-r0.x));
    r0.x = mad(r0.x, r0.z, r0.y);
    r2.xy = frac(v0.zw);
    r1.zw = r2.xy;
    r1.xy = frac(v0.xy);
    a0.x = trunc(r0.x) + ((abs(r0.x - trunc(r0.x)) >= 0.5) ? sign(r0.x) : 0.0);
    r0.xyzw = mad(c[a0.x].xyzw, v1.yyyy, r1.xyzw);
    r1.x = exp2(v1.z);
    r0.xyzw = r0.xyzw + r1.xxxx;
    r1.x = max((-v1.w), v1.w);
    r1.x = r1.x + float4(15.0, 1.0, 0.0, 0.0).y;
    r1.x = log2(r1.x);
    oD0.xyzw = r0.xyzw + r1.xxxx;
    oPos.x = dot(v0.xyzw, c[16].xyzw);
    oPos.y = dot(v0.xyzw, c[17].xyzw);
    oPos.z = dot(v0.xyzw, c[18].xyzw);
    oPos.w = dot(v0.xyzw, c[19].xyzw);
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    return output;
}
