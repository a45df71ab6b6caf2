// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
bool b0 : register(b0);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : TEXCOORD0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oT0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    [branch] if (b0) {
        r0.xyz = min(v1.www, float4(-0.882, -1.1, -0.836, 1.0).xyz);
        r1.x = log2((-r0.x));
        r1.y = log2((-r0.y));
        r1.z = log2((-r0.z));
        r0.xyz = mad(v1.www, float4(1.0, 0.0, -1.54, 1.77).xxy, float4(1.0, 0.0, -1.54, 1.77).zwx);
        r0.xyz = r1.xyz * r0.xyz;
        r1.x = exp2(r0.x);
        r1.y = exp2(r0.y);
        r1.z = exp2(r0.z);
        r1.w = float4(-0.882, -1.1, -0.836, 1.0).w;
    } else {
        r1.xyzw = mad(v1.wwww, float4(1.0, 0.0, -1.54, 1.77).yyxx, float4(1.0, 0.0, -1.54, 1.77).yxwz);
    }
    r0.x = (float)(r1.x >= v0.x);
    r2.xyzw = (-r1.xyzw) + v0.xxxx;
    oT0.xyzw = mad(r0.xxxx, r2.xyzw, r1.xyzw);
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyzw;
    return output;
}
