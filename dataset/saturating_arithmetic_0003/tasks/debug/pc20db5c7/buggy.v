module saturating_arithmetic_0003_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] seed,
    input  wire       double_gain,
    input  wire       halve_gain,
    output reg  [7:0] gain,
    output reg        full_scale
);

    always @(posedge clk) begin
        if (rst) begin
            gain <= 8'd1;
        end else begin
            if (load)
                ;
            else if (double_gain && gain[7])
                gain <= 8'hff;
            else if (double_gain)
                gain <= gain << 3'd1;
            else if (halve_gain)
                gain <= gain >> 3'd1;
        end
    end

    always @* begin
        full_scale = gain == 8'hff;
    end
endmodule
