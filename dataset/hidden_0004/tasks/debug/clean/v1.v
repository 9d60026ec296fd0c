module hidden_0004_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [1:0] len,
    output reg        busy,
    output reg        done
);
    reg [2:0] remain;

    always @(posedge clk) begin
        if (rst) begin
            remain <= 3'd0;
        end else begin
            if (start && remain == 3'd0)
                remain <= {1'b0, len} + 3'd2;
            else if (remain != 3'd0)
                remain <= remain - 3'd1;
        end
    end

    always @* begin
        busy = remain != 3'd0;
        done = remain == 3'd1;
    end
endmodule
