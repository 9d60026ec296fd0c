module hidden_0010_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       run,
    input  wire       clr,
    input  wire [1:0] period,
    output wire       irq
);
    reg [2:0] count;
    reg [2:0] count_next;

    always @* begin
        if (clr)
            count_next = {1'b0, period} + 3'd1;
        else if (run && count == 3'd0)
            count_next = {1'b0, period} + 3'd1;
        else if (run)
            count_next = count - 3'd1;
        else if (count != 3'd0)
            count_next = count - 3'd1;
        else
            count_next = count;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 3'd0;
        end else begin
            count <= count_next;
        end
    end

    assign irq = run && count == 3'd0;
endmodule
