module hidden_0048_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire sig,
    output wire filt
);
    reg [1:0] hist;
    reg level;
    reg [1:0] hist_next;
    reg level_next;

    always @* begin
        if (sig != hist[0] || hist[0] != hist[1])
            hist_next = {hist[0], sig};
        else
            hist_next = hist;
    end

    always @* begin
        if (sig == hist[0] && hist[0] == hist[1])
            level_next = sig;
        else
            level_next = level;
    end

    always @(posedge clk) begin
        if (rst) begin
            hist <= 2'b00;
            level <= 1'b0;
        end else begin
            hist <= hist_next;
            level <= level_next;
        end
    end

    assign filt = level;
endmodule
