module timer_0006_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample_en,
    input  wire       noisy_in,
    output wire       clean,
    output wire [1:0] pending,
    output wire       changing
);
    reg stable;
    reg [1:0] cnt;
    reg stable_next;
    reg [1:0] cnt_next;

    always @* begin
        if (sample_en && noisy_in != stable && cnt == 2'd2)
            stable_next = noisy_in;
        else
            stable_next = stable;
    end

    always @* begin
        if (sample_en && noisy_in != stable && cnt != 2'd2)
            cnt_next = cnt + 2'd1;
        else if (sample_en)
            cnt_next = 2'd0;
        else
            cnt_next = cnt;
    end

    always @(posedge clk) begin
        if (rst) begin
            stable <= 1'b0;
            cnt <= 2'd0;
        end else begin
            stable <= stable_next;
            cnt <= cnt_next;
        end
    end

    assign clean = stable;
    assign pending = cnt;
    assign changing = cnt != 2'd0;
endmodule
