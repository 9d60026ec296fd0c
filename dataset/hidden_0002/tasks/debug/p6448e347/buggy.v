module hidden_0002_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire kick,
    input  wire wd_en,
    output reg  bite
);
    reg [2:0] since_kick;
    reg expired;

    always @(negedge clk) begin
        if (rst) begin
            since_kick <= 3'd0;
            expired <= 1'b0;
        end else begin
            if (kick)
                since_kick <= 3'd0;
            else if (!wd_en)
                since_kick <= 3'd0;
            else if (since_kick != 3'd5)
                since_kick <= since_kick + 3'd1;
            if (wd_en && !kick && since_kick == 3'd5)
                expired <= 1'b1;
        end
    end

    always @* begin
        bite = expired;
    end
endmodule
