// A Direct3D 9 vertex shader (vs_2_0): position and colour through.
void main(float4 pos : POSITION, float4 col : COLOR0,
          out float4 o_pos : POSITION, out float4 o_col : COLOR0)
{
    o_pos = pos;
    o_col = col;
}
