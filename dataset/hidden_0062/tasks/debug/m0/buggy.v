module hidden_0062_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire en,
    input  wire err,
    output wire mark,
    output wire bad
);
    reg [1:0] slot;
    reg [1:0] errs;
    reg verdict;
    reg [1:0] slot_next;
    reg [1:0] errs_next;
    reg verdict_next;

    always @* begin
        if (en)
            slot_next = slot + 2'd1;
        else
            slot_next = slot;
    end

    always @* begin
        if (en && slot == 2'd3)
            errs_next = 2'd0;
        else if (en && err && errs != 2'd3)
            errs_next = errs + 2'd1;
        else
            errs_next = errs;
    end

    always @* begin
        if (en && slot == 2'd3)
            verdict_next = errs != 2'd0 || err;
        else
            verdict_next = verdict;
    end

    always @(posedge clk) begin
        if (rst) begin
            slot <= 2'd0;
            errs <= 2'd0;
            verdict <= 1'b0;
        end else begin
            slot <= slot_next;
            errs <= errs_next;
            verdict <= verdict_next;
        end
    end

    assign mark = slot == 2'd0;
    assign bad = verdict;
endmodule
