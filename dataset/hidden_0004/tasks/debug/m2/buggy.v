module hidden_0004_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [1:0] len,
    output wire       busy,
    output wire       done
);
    reg [2:0] remain;
    reg [2:0] remain_next;

    always @* begin
        if (start && remain == 3'd0)
            remain_next = {1'b0, len} + 3'd2;
        else if (remain == 3'd4)
            remain_next = 3'd2;
        else if (remain != 3'd0)
            remain_next = remain - 3'd1;
        else
            remain_next = remain;
    end

    always @(posedge clk) begin
        if (rst) begin
            remain <= 3'd0;
        end else begin
            remain <= remain_next;
        end
    end

    assign busy = remain != 3'd0;
    assign done = remain == 3'd1;
endmodule
