// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c4 : register(c4);
float4 c6 : register(c6);
float4 c8 : register(c8);
bool b3 : register(b3);
bool b10 : register(b10);
bool b12 : register(b12);
bool b14 : register(b14);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    if (false) {
        r0.xyzw = r0.xyzw + c4.xyzw;
    }
    [branch] if (b14) {
        r0.xyzw = r0.xyzw + c8.xyzw;
    }
    [branch] if (b14) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (b14) {
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    if (false) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b10) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (true) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (b10) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + c6.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c4.xyzw;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (!true) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (b12) {
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [branch] if (b3) {
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (b14) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
